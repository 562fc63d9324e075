/** Hostile request bodies for the fuzz test over every route (hostile-input.test.ts). */
export interface HostileBody {
  name: string;
  raw: string;
}

const NUL = '\u0000';

/** Values that look valid for each field a route reads, each with a NUL inside, so they reach the database. */
function nulFields(categoryId: string) {
  return {
    email: `nul${NUL}fuzz@example.com`,
    name: `Bob${NUL}`,
    full_name: `Bob${NUL} Smith`,
    password: `Secret${NUL}123`,
    old_password: `Secret${NUL}123`,
    new_password: `Secret${NUL}1234`,
    code: `12${NUL}4`,
    phone: `555${NUL}0100`,
    subject: `Hello${NUL}`,
    notes: `A message${NUL}`,
    title: `Title${NUL}`,
    type: `a${NUL}`,
    q: `term${NUL}`,
    user_token: `a${NUL}.b.c`,
    client_secret: `pi_${NUL}`,
    referral_code: `R${NUL}`,
    category_id: categoryId,
    messages: [{ role: 'user', content: `What is BMI${NUL}?` }],
    context: { [`age${NUL}`]: `4${NUL}2`, nested: { note: `x${NUL}` } },
  };
}

/** A JSON value nested `levels` deep: `[[[…]]]`, 2 bytes a level (the 20,000 levels in 40 KB). */
export function deepArray(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

export function hostileBodies(categoryId: string): HostileBody[] {
  const valid = { category_id: categoryId, messages: [{ role: 'user', content: 'What is BMI?' }] };
  const prefix = JSON.stringify(valid).slice(0, -1);
  return [
    { name: 'NUL in every field', raw: JSON.stringify(nulFields(categoryId)) },
    { name: 'NUL escaped in a key', raw: `${prefix},"context":{"a\\u0000b":1}}` },
    { name: 'context 20,000 levels deep', raw: `${prefix},"context":{"deep":${deepArray(20_000)}}}` },
    { name: 'a body 20,000 levels deep', raw: deepArray(20_000) },
    { name: 'objects 5,000 levels deep', raw: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) },
    {
      name: 'prototype keys',
      raw: `${prefix},"__proto__":{"polluted":1,"isAdmin":true},"constructor":{"prototype":{"polluted":1}},"context":{"__proto__":{"polluted":1}}}`,
    },
    { name: 'a 3 KB string in every field', raw: JSON.stringify(nulFreeFields(categoryId, 'x'.repeat(3_000))) },
    { name: 'lone surrogates', raw: JSON.stringify(nulFreeFields(categoryId, 'a\ud800b')) },
    { name: 'numbers out of range', raw: `${prefix},"_id":1e400,"context":{"n":-1e400}}` },
    { name: 'null everywhere', raw: JSON.stringify(nulFreeFields(categoryId, null)) },
  ];
}

function nulFreeFields(categoryId: string, value: unknown) {
  return {
    ...Object.fromEntries(Object.keys(nulFields(categoryId)).map((key) => [key, value])),
    category_id: categoryId,
    messages: [{ role: 'user', content: value }],
  };
}

/** A query string with a NUL in every parameter a GET route reads. */
export function nulQuery(categoryId: string): string {
  const params = new URLSearchParams({
    email: `nul${NUL}fuzz@example.com`,
    q: `term${NUL}`,
    key: `k${NUL}`,
    type: `a${NUL}`,
    referral_code: `R${NUL}`,
    category_id: categoryId,
  });
  return params.toString();
}
