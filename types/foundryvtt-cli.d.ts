/** The part of the official @foundryvtt/foundryvtt-cli API the build, tests and benchmarks use (it ships no types). */
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
    nedb?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
}
