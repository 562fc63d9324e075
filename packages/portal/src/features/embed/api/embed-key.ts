/** An embed key as `/api/embed/*` returns it (docs/api.md, "Widget embed keys"). */
export interface EmbedKey {
  _id: string;
  key: string;
  name: string;
  allowed_origins: string[];
  secret_last4: string;
  created_on: string;
  secret_rotated_on: string;
}

/** Only creation and rotation return the identity secret, once. */
export type EmbedKeyWithSecret = EmbedKey & { secret: string };
