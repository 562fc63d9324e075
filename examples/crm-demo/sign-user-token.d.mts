/** Signs a widget user-token (HS256 JWT: sub = e-mail, name, exp) with an embed key's identity secret. */
export function signUserToken(options: {
  email: string;
  name: string;
  secret: string;
  lifetimeSeconds?: number;
}): string;
