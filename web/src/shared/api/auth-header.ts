/** The admin's token as the API reads it: the admin client and the design upload send it. */
export function authHeader(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
