// npm start — the production server (after `npm run build`). Configuration comes from the
// environment and is checked first; see the README's configuration table.
//
// NODE_ENV is set before anything else is loaded: React picks its development or production build
// when first imported, and the worker in this process renders emails. Set after a static import
// (which runs first), it mixed React's development JSX runtime with the production renderer and
// every email job failed with "dispatcher.getOwner is not a function". Whatever the shell says,
// `npm start` is production.
Object.assign(process.env, { NODE_ENV: "production" });
const { serve } = await import("./support/serve");
await serve("start");

export {}; // a module: top-level await, and its own scope
