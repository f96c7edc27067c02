import { API_REFERENCE_SCRIPT } from './web-assets.js';

/**
 * The API reference page: Scalar's viewer over our own `/openapi.json`. The viewer is a built file of
 * ours (`npm run build:web`, from the @scalar/api-reference pinned in package-lock.json), and its web
 * fonts are off, so the page needs no network beyond this server. Its developer tools bar (Scalar's
 * own "Deploy on Scalar" and "Scalar Pro" offers, shown by default on localhost) is off: readers of
 * this page came for our API.
 */

/** What the viewer is configured with (Scalar's `createApiReference` options). */
export const apiReferenceOptions = (specUrl: string) => ({
  url: specUrl,
  withDefaultFonts: false,
  hideClientButton: false,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
});

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
      Scalar.createApiReference('#app', ${JSON.stringify(apiReferenceOptions(specUrl))});
    </script>
  </body>
</html>`;
