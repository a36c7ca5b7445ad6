import { LogIn } from 'lucide-react';

/**
 * What a screen that needs a session shows a visitor: why it is empty and where to sign in,
 * in the page's own voice rather than as an error (/contact, /recor, /admo).
 */
export function SignInPrompt({ text }: { text: string }) {
  return (
    <p className="sign-in-prompt">
      <LogIn size={20} aria-hidden="true" />
      {text}
    </p>
  );
}
