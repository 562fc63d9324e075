import type OpenAI from 'openai';
import { emptyCase, mergeCase, type CaseFacts } from '../case/case-facts';
import type { buildVocabulary } from '../case/read-message';
import { readMessage } from '../case/read-message';
import { describeBmi } from '../tools/bmi';
import { describeFlatExtra, describeTable } from '../tools/table-rating';
import { engineAnswer } from '../underwriting/answer';
import { readCase } from '../underwriting/engine';

/** The deterministic tools the model may call: the calculators and the field-underwriting engine. */
export const MODEL_TOOLS: OpenAI.Chat.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'underwriting_read',
      description:
        "Mentor's field-underwriting rules engine: the likely outcome of a case on fully underwritten, simplified issue, final expense and guaranteed issue plans, the reasons and the questions to ask next. Describe the case in plain words (age, sex, height and weight, tobacco, conditions with dates and control such as A1C, medications, DUIs, felonies).",
      parameters: {
        type: 'object',
        properties: {
          case: {
            type: 'string',
            description: 'The case, e.g. "61 yo male 5\'10 245 lb, metformin, stent 8 months ago, smoker".',
          },
          question: {
            type: 'string',
            description: 'What the agent asks about the case, e.g. "can he get 20 year term?".',
          },
        },
        required: ['case'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'bmi',
      description: 'BMI and the build outlook for a height and weight.',
      parameters: {
        type: 'object',
        properties: { height_inches: { type: 'number' }, weight_pounds: { type: 'number' } },
        required: ['height_inches', 'weight_pounds'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'table_rating',
      description:
        'What a table rating (1–16) means as a share of the standard premium, optionally on a given standard premium.',
      parameters: {
        type: 'object',
        properties: { table: { type: 'integer', minimum: 1, maximum: 16 }, standard_premium: { type: 'number' } },
        required: ['table'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'flat_extra',
      description: 'The yearly cost of a flat extra per $1,000 of face amount.',
      parameters: {
        type: 'object',
        properties: { per_thousand: { type: 'number' }, face_amount: { type: 'number' } },
        required: ['per_thousand', 'face_amount'],
      },
    },
  },
];

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : NaN);

/** Runs one tool call; a bad call gets a message the model can act on, never an exception. */
export function runModelTool(
  name: string,
  rawArgs: string,
  env: { vocabulary: ReturnType<typeof buildVocabulary>; now: Date; known: CaseFacts },
): string {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(rawArgs || '{}') as Record<string, unknown>;
  } catch {
    return 'Error: the arguments were not valid JSON.';
  }
  switch (name) {
    case 'underwriting_read': {
      const said = readMessage(String(args.case ?? ''), env.vocabulary, env.now).facts;
      const facts = mergeCase(env.known ?? emptyCase(), said);
      const read = readCase(facts);
      return engineAnswer({ question: String(args.question ?? args.case ?? ''), facts, read, changed: [] }).text;
    }
    case 'bmi': {
      const [h, w] = [num(args.height_inches), num(args.weight_pounds)];
      if (!(h >= 48 && h <= 90 && w >= 60 && w <= 700))
        return 'Error: give height in inches (48–90) and weight in pounds (60–700).';
      return describeBmi(h, w);
    }
    case 'table_rating': {
      const table = num(args.table);
      if (!(Number.isInteger(table) && table >= 1 && table <= 16))
        return 'Error: table must be a whole number from 1 to 16.';
      const premium = num(args.standard_premium);
      return describeTable(table, Number.isFinite(premium) && premium > 0 ? premium : null);
    }
    case 'flat_extra': {
      const [per, face] = [num(args.per_thousand), num(args.face_amount)];
      if (!(per > 0 && face > 0)) return 'Error: give the flat extra per $1,000 and the face amount, both above 0.';
      return describeFlatExtra(per, face);
    }
    default:
      return `Error: there is no tool named ${name}.`;
  }
}
