// Cleanup that runs however the script ends (normal end, error, Ctrl-C), and the server as a child process.
import { spawn, type ChildProcess } from 'node:child_process';

const tasks: Array<{ name: string; run: () => void }> = [];
let installed = false;

/** Registers a synchronous cleanup step; steps run newest first, once. */
export function onCleanup(name: string, run: () => void): void {
  tasks.push({ name, run });
  if (installed) return;
  installed = true;
  process.on('exit', runCleanup);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      process.stderr.write(`\n${signal}: stopping and cleaning up\n`);
      runCleanup();
      process.exit(130);
    });
  }
}

export function runCleanup(): void {
  for (let task = tasks.pop(); task; task = tasks.pop()) {
    try {
      task.run();
    } catch (err) {
      process.stderr.write(`cleanup "${task.name}" failed: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
}

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** The last lines the server printed (for error messages). */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

/** Starts `node --import tsx server/src/main.ts` in its own process group and waits for /healthz. */
export async function startServer(env: Record<string, string>, port: number, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // The demo's mesh density, when the caller (a test project) keeps it light.
      ...(process.env.DEMO_MESH_VERTICES ? { DEMO_MESH_VERTICES: process.env.DEMO_MESH_VERTICES } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a Ctrl-C reaches only this script, which then stops the server itself.
    detached: true,
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? code}`;
  });
  onCleanup('server', () => {
    if (exited === null && child.pid) process.kill(child.pid, 'SIGKILL');
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => tail,
    async stop(graceMs = 5000) {
      if (exited !== null || !child.pid) return;
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await done;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`the server ${exited} before it was healthy:\n${tail}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop(1000);
      throw new Error(`the server was not healthy after ${timeoutMs / 1000} s:\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
