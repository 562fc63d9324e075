/** The share of the question set the knowledge mode must pass (npm run eval:assistant, and a test). */
export const EVAL_BAR = 0.9;
