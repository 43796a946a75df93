import { useState, type FormEvent } from 'react';
import { Link } from '@aayra/app-contract/router';
import { Button, PasswordField } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { AuthPage } from '../../../components/AuthPage';
import { CheckYourEmailPage } from '../../../components/CheckYourEmailPage';
import { DisplayNameField } from '../../../components/DisplayNameField';
import { EmailField } from '../../../components/EmailField';
import { StudentCategorySelect } from '../../../components/StudentCategorySelect';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { FormMessage } from '../../../components/FormMessage';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { errorMessage } from '../../../lib/error-message';
import { NEW_PASSWORD_HINT } from '../../../lib/new-password';
import { DEFAULT_STUDENT_CATEGORY, type StudentCategory } from '../../../lib/student-categories';
import { useSignUp } from '../api/sign-up';
import { registrationErrors, type RegistrationErrors } from '../registration-errors';

export function RegisterPage() {
  const signUp = useSignUp();
  const [displayname, setDisplayname] = useState('');
  const [studentcategory, setStudentcategory] = useState<StudentCategory>(DEFAULT_STUDENT_CATEGORY);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const form = useFocusFirstInvalid(errors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const found = registrationErrors({ displayname, email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    signUp.mutate({ displayname: displayname.trim(), studentcategory, email: email.trim(), password, timezone: browserTimeZone() });
  };

  if (signUp.isSuccess && !signUp.data.signedIn) {
    return (
      <CheckYourEmailPage>
        We sent a confirmation link to {signUp.variables.email}: follow it to finish signing up.
      </CheckYourEmailPage>
    );
  }

  return (
    <AuthPage title="Create your account" intro="Start studying smarter with focus sessions and spaced reviews.">
      <form ref={form} className="auth-form" onSubmit={submit} noValidate>
        <FormMessage tone="error">{signUp.isError ? errorMessage(signUp.error, 'Sign-up failed') : undefined}</FormMessage>
        <DisplayNameField value={displayname} onChange={setDisplayname} error={errors.displayname} />
        <StudentCategorySelect value={studentcategory} onChange={setStudentcategory} />
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          showStrength
          hint={NEW_PASSWORD_HINT}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" variant="primary" fullWidth loading={signUp.isPending} loadingLabel="Creating account...">
          Create Account
        </Button>
      </form>
      <p className="auth-links">
        <span>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </span>
      </p>
    </AuthPage>
  );
}
