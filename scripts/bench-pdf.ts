import { writeFileSync } from "node:fs";
import path from "node:path";
import { CANDIDATES, benchCandidate, benchCandidateApart, markdownTable, pdfPasses, type Candidate, type EngineFigure } from "./bench/pdf-engines";
import { runBenchScript } from "./bench/run-script";

// `npm run bench:pdf`: the PDF engines of decision 0071 on one document (Latin, Cyrillic, Arabic,
// a three-page table): time cold and warm, peak memory, install size, and what pdf.js reads back.
// Each candidate runs in a child process of its own. Writes bench/pdf-engines.json and .md and
// prints the table; exits 1 when the chosen engine (Chromium) fails a check or its warm budget.

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "bench");

async function main(): Promise<number> {
  const only = process.argv[2] as Candidate | undefined;
  if (only) {
    if (!CANDIDATES.includes(only)) throw new Error(`Unknown candidate ${only}: one of ${CANDIDATES.join(", ")}`);
    process.stdout.write(JSON.stringify(await benchCandidate(only)));
    return 0;
  }
  const figures: EngineFigure[] = CANDIDATES.map((candidate) => {
    process.stderr.write(`== ${candidate}\n`);
    return benchCandidateApart(candidate);
  });
  const table = markdownTable(figures);
  writeFileSync(path.join(OUT, "pdf-engines.json"), `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, figures }, null, 2)}\n`);
  writeFileSync(path.join(OUT, "pdf-engines.md"), `${table}\n`);
  process.stdout.write(`${table}\n`);
  return pdfPasses(figures.find((f) => f.candidate === "chromium")!) ? 0 : 1;
}

runBenchScript(main);
