/**
 * The little of the WebAssembly global that the speech process uses. Node has it at run time,
 * but @types/node 20 leaves it to the DOM library, which the server's packages do not load.
 */
declare global {
  namespace WebAssembly {
    /** A compiled module (opaque here). */
    interface Module {
      readonly __compiledWasm?: never;
    }
    interface Instance {
      readonly exports: Record<string, unknown>;
    }
    function compile(bytes: Uint8Array): Promise<Module>;
    const Instance: new (module: Module, imports: Record<string, Record<string, unknown>>) => Instance;
  }
}

export {};
