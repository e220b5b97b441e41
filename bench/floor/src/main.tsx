// The floor: React 19 and react-router 7 (a data router, as the hub uses) with a login page and a tiny
// signed-in home, nothing else. bench/floor/floor.mjs builds it with Vite 7 for `pnpm bench`.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, redirect, RouterProvider } from 'react-router';
import { HomePage } from './HomePage';
import { LoginPage } from './LoginPage';
import { signedInEmail, signIn } from './session';
import './floor.css';

const router = createBrowserRouter([
  {
    path: '/',
    loader: () => signedInEmail() ?? redirect('/login'),
    Component: HomePage,
  },
  {
    path: '/login',
    loader: () => (signedInEmail() ? redirect('/') : null),
    action: async ({ request }) => {
      const form = await request.formData();
      const email = String(form.get('email') ?? '').trim();
      const password = String(form.get('password') ?? '');
      if (!email.includes('@') || password.length < 8) return { error: 'Enter your email and password.' };
      signIn(email);
      return redirect('/');
    },
    Component: LoginPage,
  },
  { path: '*', loader: () => redirect('/') },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
