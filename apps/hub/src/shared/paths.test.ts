import { describe, expect, it } from 'vitest';
import { loginPath, loginWithEmailPath, playerStatsPath, safeNextPath } from './paths';

describe('the next parameter of the login page', () => {
  it.each([
    { next: '/dashboard/account?segment=details', safe: '/dashboard/account?segment=details' },
    { next: '/dashboard/stats?pid=21#week', safe: '/dashboard/stats?pid=21#week' },
    { next: '/dashboard/../admin', safe: '/admin' },
    { next: '//evil.example/steal', safe: null },
    { next: '/\\evil.example', safe: null },
    { next: '/.//evil.example', safe: null },
    { next: '/%2e//evil.example/steal', safe: null },
    { next: '/a/..//evil.example', safe: null },
    { next: '/\t/evil.example', safe: null },
    { next: 'https://evil.example/', safe: null },
    { next: 'javascript:alert(1)', safe: null },
    { next: 'dashboard', safe: null },
    { next: '/login?next=/dashboard', safe: null },
    { next: '/logout', safe: null },
    { next: '', safe: null },
    { next: null, safe: null },
  ])('$next is followed as $safe', ({ next, safe }) => {
    expect(safeNextPath(next)).toBe(safe);
  });
});

describe('the login address of a protected page', () => {
  it.each([
    {
      target: 'http://hub.test/dashboard/account?segment=details',
      login: '/login?next=%2Fdashboard%2Faccount%3Fsegment%3Ddetails',
    },
    { target: 'http://hub.test/dashboard', login: '/login?next=%2Fdashboard' },
    { target: 'http://hub.test/', login: '/login' },
    { target: null, login: '/login' },
  ])('$target -> $login', ({ target, login }) => {
    expect(loginPath(target)).toBe(login);
  });
});

describe('the login page with an email filled in', () => {
  it.each([
    { email: 'parent@demo.test', login: '/login?email=parent%40demo.test' },
    { email: 'a+b@demo.test', login: '/login?email=a%2Bb%40demo.test' },
    { email: '', login: '/login' },
  ])('$email -> $login', ({ email, login }) => {
    expect(loginWithEmailPath(email)).toBe(login);
  });
});

describe('the Player Stats address of a player', () => {
  it('carries the player id as pid', () => {
    expect(playerStatsPath(21)).toBe('/dashboard/stats?pid=21');
  });
});
