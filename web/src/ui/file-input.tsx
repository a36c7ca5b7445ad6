import { Upload } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { texts } from '../texts';

/**
 * A file picker with the site's own Spanish button ('Elegir archivo') and the chosen file's name
 * beside it, instead of the browser's own words. The native input lies transparent over them,
 * so a click, a tap, the keyboard and the field's label work as usual.
 */
export function FileInput({
  onChange,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const [name, setName] = useState('');
  return (
    <span className="file-input">
      <span className="btn" aria-hidden="true">
        <Upload size={18} aria-hidden="true" />
        {texts.ui.chooseFile}
      </span>
      <span className="file-input-name" aria-hidden="true">
        {name || texts.ui.noFile}
      </span>
      <input
        {...rest}
        type="file"
        className="file-input-native"
        onChange={(event) => {
          setName(event.target.files?.[0]?.name ?? '');
          onChange?.(event);
        }}
      />
    </span>
  );
}
