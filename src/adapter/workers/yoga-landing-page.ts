// Yoga's landing page, which the Worker never shows (`landingPage: false` in api/graphql/handler.ts):
// wrangler.toml aliases graphql-yoga's "../landing-page-html.js" here, so its 12 KiB of HTML stay out.
export default '';
