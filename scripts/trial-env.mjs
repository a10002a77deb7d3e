// The server's environment under `npm start`. A server in production refuses to start without PUBLIC_URL
// (server/src/config.ts), and the README promises that `npm start` on a fresh machine serves
// http://localhost:8080: without PUBLIC_URL and HOST, this is a trial on this machine, which listens on
// 127.0.0.1 only, at the address the build's pages name. With HOST set (a deployment) PUBLIC_URL is left
// unset, and the server refuses, naming it.

/** `env` with what a machine-local trial adds, and the line that says so (undefined when nothing is added). */
export function serverEnv(env) {
  if (env.PUBLIC_URL?.trim() || env.HOST?.trim()) return { env, note: undefined };
  const publicUrl = `http://localhost:${env.PORT?.trim() || '8080'}`;
  return {
    env: { ...env, HOST: '127.0.0.1', PUBLIC_URL: publicUrl },
    note:
      `PUBLIC_URL and HOST are not set: serving a trial on this machine only, at ${publicUrl} ` +
      '(set both to serve the site to others).',
  };
}
