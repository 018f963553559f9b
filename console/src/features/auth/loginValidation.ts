// Form errors, word for word as users have always seen them.
export const REQUIRED = 'Required';
export const INCORRECT_EMAIL = 'Incorrect e-mail format';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Credentials {
  email: string;
  password: string;
}

type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export const validateCredentials = ({ email, password }: Credentials): CredentialErrors => {
  const errors: CredentialErrors = {};
  if (email.trim() === '') errors.email = REQUIRED;
  else if (!EMAIL_FORMAT.test(email.trim())) errors.email = INCORRECT_EMAIL;
  if (password === '') errors.password = REQUIRED;
  return errors;
};
