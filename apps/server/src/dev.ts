// `pnpm dev`: the server on port 8787, where the hub's Vite dev server proxies /api (apps/hub/vite.config.ts).
process.env.PORT ??= '8787';
await import('./main');

export {};
