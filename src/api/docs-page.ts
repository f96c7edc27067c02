/**
 * The API reference page: Scalar's standalone viewer over our own `/openapi.json`. The script comes
 * from a CDN in the reader's browser; the server itself ships no front-end code.
 */
export const apiReferencePage = (specUrl: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rolltape API reference</title>
  </head>
  <body>
    <script id="api-reference" data-url="${specUrl}"></script>
    <script src="https://cdn.jsdelivr.net/npm/@scalar/api-reference"></script>
  </body>
</html>`;
