import { type LoaderFunctionArgs, redirect } from 'react-router';
import { browserStorage } from '../lib/storage';
import { isDownloadMethod, writeMethod } from './local-settings';

/**
 * /desc/{met}: stores the download method (`metDes`: nav or pman) and goes to /novedades
 * (SPEC §2). Another value changes nothing.
 */
export function methodLoader({ params }: LoaderFunctionArgs) {
  if (isDownloadMethod(params.met)) writeMethod(browserStorage(), params.met);
  return redirect('/novedades');
}
