import { Form, useActionData, useNavigation } from 'react-router';

/** An email and password form that signs in and goes home. */
export function LoginPage() {
  const result = useActionData() as { error: string } | undefined;
  const busy = useNavigation().state !== 'idle';
  return (
    <main className="card">
      <h1>Log in</h1>
      <Form method="post" noValidate>
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="email" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        {result?.error ? (
          <p role="alert" className="error">
            {result.error}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          Log in
        </button>
      </Form>
    </main>
  );
}
