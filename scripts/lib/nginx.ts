// Debian's nginx before the copies with the deployment's own configuration (deploy/nginx.conf), in a directory of its
// own (config, pid, logs, temporary files), on loopback: the cluster (scripts/lib/cluster.ts) and its tests run it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres.ts';

export type Nginx = {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Synchronous and idempotent (it can run from an 'exit' handler): stops nginx and removes its directory. */
  stop(): void;
};

/** The configuration as a deployment writes it: deploy/nginx.conf with its servers and listening address filled in. */
export function nginxConfig(dir: string, listen: string, upstreams: string[]): string {
  const template = readFileSync('deploy/nginx.conf', 'utf8');
  const servers = upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n    ');
  const http = template.replace('{{servers}}', servers).replace('{{listen}}', listen).replace('http {', 'http {\n  access_log off;');
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n${http}`;
}

/** Starts nginx before `upstreams` (host:port) on `port` (default: a free one); resolves when it answers /healthz. */
export async function startNginx(upstreams: string[], port?: number): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'contour-nginx-'));
  port ??= await freePort();
  mkdirSync(join(dir, 'logs'));
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, `127.0.0.1:${port}`, upstreams));
  // As root nginx's workers would run as nobody, who can't read the directory: they run as the user that starts it.
  const user = process.getuid?.() === 0 ? ['-g', 'daemon off; user root;'] : ['-g', 'daemon off;'];
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), ...user], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // SIGQUIT: a graceful stop (the workers finish what they are sending).
    if (child.exitCode === null) child.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { url, stop };
    if (waited > 10_000 || child.exitCode !== null) {
      stop();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
