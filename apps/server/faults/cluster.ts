import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL cluster of the faults test's own: initdb in a temporary directory with the
 * machine's binaries, started and stopped with pg_ctl. As root (CI), the cluster runs as the
 * `postgres` system user, since PostgreSQL refuses to run as root.
 */
export interface Cluster {
  port: number;
  url(database: string): string;
  start(): void;
  /** `pg_ctl stop -m immediate`: no shutdown checkpoint, the next start recovers from the WAL. */
  crash(): void;
  stop(): void;
  remove(): void;
}

function binDir(): string {
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (fromConfig.status === 0 && existsSync(path.join(fromConfig.stdout.trim(), "initdb"))) {
    return fromConfig.stdout.trim();
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error("PostgreSQL's binaries (initdb, pg_ctl) were not found: install PostgreSQL or put pg_config on PATH");
}

/** The uid and gid to run the cluster as: the postgres user when we are root. */
function runAs(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export function createCluster(port: number): Cluster {
  const bin = binDir();
  const owner = runAs();
  const root = mkdtempSync(path.join(tmpdir(), "onepercent-faults-"));
  if (owner) {
    chmodSync(root, 0o755);
    chownSync(root, owner.uid, owner.gid);
  }
  const data = path.join(root, "data");
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(bin, tool), args, {
      cwd: root,
      encoding: "utf8",
      ...(owner ?? {}),
    });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-instructions"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`;
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(root, "log"), "-w", "start"]),
    crash: () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
