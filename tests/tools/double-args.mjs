// @ts-check
/**
 * The API double's command line under `npm start`: demo mode (the seeded videos in progress
 * finish), data kept in a data folder, and no control endpoints (those are for tests). The
 * double's own tests start it the same way to prove that `/__control/*` does not exist there.
 * @param {{ apiPort: number, assetsPort: number, storagePort: number, dataDir: string }} o
 */
export function startDoubleArgs({ apiPort, assetsPort, storagePort, dataDir }) {
  return [
    'tests/api-double/server.mjs',
    '--api-port',
    String(apiPort),
    '--assets-port',
    String(assetsPort),
    '--storage-port',
    String(storagePort),
    '--data-dir',
    dataDir,
    '--demo',
  ]
}
