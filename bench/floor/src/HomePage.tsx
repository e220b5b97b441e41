import { useLoaderData, useNavigate } from 'react-router';
import { signOut } from './session';

/** The signed-in home: who is signed in, and a way out. */
export function HomePage() {
  const email = useLoaderData() as string;
  const navigate = useNavigate();
  return (
    <main className="card">
      <h1>Welcome back</h1>
      <p>Signed in as {email}.</p>
      <button
        type="button"
        onClick={() => {
          signOut();
          void navigate('/login');
        }}
      >
        Log out
      </button>
    </main>
  );
}
