import { texts } from '../texts';

/** 'Cargando...' while the admin screen or one of its lists loads (SPEC §2). */
export function Loading() {
  return (
    <p className="admin-loading" aria-busy="true">
      {texts.admin.loading}
    </p>
  );
}
