/**
 * Runs a bench command's main: the process exits with its code (0 when every budget holds, 1
 * when one is missed), or with 2 and the error when the run itself failed.
 */
export function runBenchScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`The benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(2);
    },
  );
}
