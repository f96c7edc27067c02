import { API_REFERENCE_SCRIPT } from './web-assets.js';

/**
 * The API reference page: Scalar's viewer over our own `/openapi.json`. The viewer is a built file of
 * ours (`npm run build:web`, from the @scalar/api-reference pinned in package-lock.json), and its web
 * fonts are off, so the page needs no network beyond this server.
 */
export const apiReferencePage = (specUrl: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rolltape API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${API_REFERENCE_SCRIPT}"></script>
    <script>
      Scalar.createApiReference('#app', ${JSON.stringify({ url: specUrl, withDefaultFonts: false, hideClientButton: false, telemetry: false, agent: { disabled: true }, mcp: { disabled: true } })});
    </script>
  </body>
</html>`;
