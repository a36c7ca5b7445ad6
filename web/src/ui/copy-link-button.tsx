import { useEffect, useState } from 'react';
import { texts } from '../texts';

/**
 * Copies text to the clipboard. The Clipboard API exists only in secure contexts (HTTPS or
 * localhost), and the site is often served over plain HTTP on a home network, so it falls back
 * to a selected hidden textarea and the copy command.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions): try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * 'Copiar enlace': copies this page's address (or `href`, a stabler one of the same page), and
 * says so for two seconds.
 */
export function CopyLinkButton({ href }: { href?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () =>
    setState((await copyText(href ?? window.location.href)) ? 'copied' : 'failed');
  return (
    <button type="button" className="btn copy-link" onClick={() => void copy()}>
      {state === 'copied'
        ? texts.people.copied
        : state === 'failed'
          ? texts.people.copyFailed
          : texts.people.copyLink}
    </button>
  );
}
