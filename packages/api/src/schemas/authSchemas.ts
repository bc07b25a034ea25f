import { Type, type Static } from "@sinclair/typebox";

/** Body of `POST /authenticate/password` (sign in). */
export const SignInSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    persist: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SignIn = Static<typeof SignInSchema>;

/** Body of `POST /users/register`. */
export const RegisterSchema = Type.Object(
  {
    name: Type.String({ minLength: 3, maxLength: 40, pattern: "^[\\p{L}\\p{N}_.-]+$" }),
    email: Type.String({ format: "email", maxLength: 200 }),
    password: Type.String({ minLength: 8, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type Register = Static<typeof RegisterSchema>;
