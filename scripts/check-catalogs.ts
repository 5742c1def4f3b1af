import { catalogProblems, COMPLETE_LOCALES } from './catalogs.ts';

const problems = COMPLETE_LOCALES.flatMap((locale) => catalogProblems(locale));
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? `catalogs complete: ${COMPLETE_LOCALES.join(', ')}` : `${problems.length} catalog problems`);
process.exitCode = problems.length === 0 ? 0 : 1;
