/**
 * Operator accounts (issue 11 point 4): the console's operator forms, the /ops/operators routes and the
 * create-admin command validate with these same rules. Within one field the first failing rule is reported.
 */
import { IsIn, ValidateBy, type ValidationArguments } from 'class-validator';

/** Issue 27's roles; their permissions are in operator-permissions.ts. */
export const OPERATOR_ROLES = ['viewer', 'agent', 'trader', 'risk', 'admin'] as const;
export type OperatorRoleName = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

export const OPERATOR_MESSAGES = {
  usernameRequired: 'Please enter a username',
  usernameFormat: 'Username must be 3 to 32 characters: lowercase letters, digits, dot, dash or underscore, starting with a letter or digit',
  roleInvalid: 'Role must be viewer, agent, trader, risk or admin',
  passwordRequired: 'Please enter a password',
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter a new password',
  passwordLength: `Password must be ${OPERATOR_PASSWORD_MIN} to ${OPERATOR_PASSWORD_MAX} characters`,
  passwordClasses: 'Password must mix at least three of: lowercase letters, uppercase letters, digits, symbols',
  passwordCommon: 'This password is too easy to guess: choose one that is not built on a common word',
  passwordHasUsername: 'Password must not contain the username',
  confirmRequired: 'Please confirm the new password',
  confirmMismatch: 'The two new passwords do not match',
  sameAsCurrent: 'The new password must differ from the current one',
} as const;

const M = OPERATOR_MESSAGES;
export const OPERATOR_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

/** Words a password must not be built on (checked with digits and symbols removed): guessed first by anyone. */
const COMMON_WORDS = new Set([
  'password', 'passw', 'passwd', 'admin', 'administrator', 'agent', 'operator', 'khel', 'player', 'demo', 'qwerty',
  'qwertyuiop', 'asdf', 'letmein', 'welcome', 'changeme', 'secret', 'login', 'root', 'test', 'abc', 'abcdef', 'iloveyou',
  'monkey', 'dragon', 'master', 'sunshine', 'football', 'cricket', 'india', 'default', 'backoffice', 'console',
]);

/**
 * Why an operator password is too weak, or undefined when it is acceptable: 12 to 128 characters, three kinds of
 * character, not built on a common word, not containing the username.
 */
export function operatorPasswordProblem(password: unknown, username?: string): string | undefined {
  if (typeof password !== 'string' || password === '') return M.passwordRequired;
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > OPERATOR_PASSWORD_MAX) return M.passwordLength;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (kinds < 3) return M.passwordClasses;
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  if (COMMON_WORDS.has(letters) || /^(.)\1*$/.test(letters) || letters.length < 3) return M.passwordCommon;
  if (username && username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) return M.passwordHasUsername;
  return undefined;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

function Required(message: string): PropertyDecorator {
  return ValidateBy({ name: 'required', validator: { validate: (value: unknown) => !blank(value) } }, { message });
}

/** Several rules on one field, reported in the order given (decorators apply bottom-up, so apply reversed). */
function Rules(...rules: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const rule of [...rules].reverse()) rule(target, key);
  };
}

function Username(): PropertyDecorator {
  return Rules(
    Required(M.usernameRequired),
    ValidateBy({ name: 'operatorUsername', validator: { validate: (v: unknown) => typeof v === 'string' && OPERATOR_USERNAME_PATTERN.test(v) } }, { message: M.usernameFormat }),
  );
}

/** A strong password; `usernameField` names the property holding the username it must not contain. */
function StrongPassword(required: string, usernameField?: string): PropertyDecorator {
  return Rules(
    Required(required),
    ValidateBy(
      {
        name: 'operatorPassword',
        validator: {
          validate: (v: unknown, args?: ValidationArguments) => {
            const username = usernameField ? (args?.object as Record<string, unknown>)[usernameField] : undefined;
            return operatorPasswordProblem(v, typeof username === 'string' ? username : undefined) === undefined;
          },
          defaultMessage: (args?: ValidationArguments) => {
            const username = usernameField ? (args?.object as Record<string, unknown>)[usernameField] : undefined;
            return operatorPasswordProblem(args?.value, typeof username === 'string' ? username : undefined) ?? M.passwordLength;
          },
        },
      },
    ),
  );
}

function SameAs(property: string, message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'sameAs', validator: { validate: (v: unknown, args?: ValidationArguments) => v === (args?.object as Record<string, unknown>)[property] } },
    { message },
  );
}

function DiffersFrom(property: string, message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'differsFrom', validator: { validate: (v: unknown, args?: ValidationArguments) => v !== (args?.object as Record<string, unknown>)[property] } },
    { message },
  );
}

const Role = () => Rules(Required(M.roleInvalid), IsIn(OPERATOR_ROLES as unknown as string[], { message: M.roleInvalid }));
const GivenPassword = (required: string) =>
  Rules(Required(required), ValidateBy({ name: 'givenPassword', validator: { validate: (v: unknown) => typeof v === 'string' && v.length <= OPERATOR_PASSWORD_MAX } }, { message: M.passwordLength }));

/** An admin creates an operator with a first password; the operator must change it at their first sign-in. */
export class CreateOperatorDto {
  @Username() username!: string;
  @Role() role!: OperatorRoleName;
  @StrongPassword(M.passwordRequired, 'username') password!: string;
}

export class OperatorRoleDto {
  @Role() role!: OperatorRoleName;
}

/** An admin sets a temporary password; the operator must change it at their next sign-in. */
export class ResetOperatorPasswordDto {
  @StrongPassword(M.passwordRequired) password!: string;
}

/** Every operator changes their own password, giving the current one. */
export class ChangeOperatorPasswordDto {
  @GivenPassword(M.currentPasswordRequired) current_password!: string;
  @Rules(StrongPassword(M.newPasswordRequired), DiffersFrom('current_password', M.sameAsCurrent)) new_password!: string;
  @Rules(Required(M.confirmRequired), SameAs('new_password', M.confirmMismatch)) confirm_password!: string;
}
