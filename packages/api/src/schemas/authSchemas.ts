import { Type, type Static } from "@sinclair/typebox";

/**
 * A member's name, wherever one is chosen (registration, profile edit, a site manager's new user):
 * 3 to 40 letters, digits, "_", "." or "-" — no spaces or "@", so sign-in can tell a name from an
 * email. Unique case-insensitively (the database's index; the routes answer "That name is already taken.").
 */
export const UserNameSchema = Type.String({ minLength: 3, maxLength: 40, pattern: "^[\\p{L}\\p{N}_.-]+$" });

/** An account's email address. */
export const UserEmailSchema = Type.String({ format: "email", maxLength: 200 });

/** A password as chosen (registration, a new user). */
export const NewPasswordSchema = Type.String({ minLength: 8, maxLength: 200 });

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
    name: UserNameSchema,
    email: UserEmailSchema,
    password: NewPasswordSchema,
  },
  { additionalProperties: false },
);
export type Register = Static<typeof RegisterSchema>;
