import { SEARCH_BENCH, benchSearch, searchPasses } from "./bench/search";

// `npm run bench:search`: only the search figure of `npm run bench` (2,000 generated products,
// queries in the five languages). Prints the figure as JSON; exits 1 when the budget is missed.
const figure = benchSearch();
process.stdout.write(`${JSON.stringify({ ...figure, budgetP99Ms: SEARCH_BENCH.budgetP99Ms, pass: searchPasses(figure) }, null, 2)}\n`);
process.exitCode = searchPasses(figure) ? 0 : 1;
