// PROVISIONAL (notify-web): the agreed shapes of /work/helpers/notify-contract.md, written here
// only until notify-server's contract is merged; on merge, notify-server's file wins.
import { z } from 'zod';
import { defineCalls } from './define';

const eventKind = z.enum(['llegada', 'quiero', 'respuesta', 'semanal', 'aviso', 'jefe']);
const eventChoice = z.object({ clave: eventKind, correo: z.boolean(), push: z.boolean() });
const settings = z.object({
  correo: z.string().nullable(),
  correoListo: z.boolean(),
  pushListo: z.boolean(),
  eventos: z.array(eventChoice),
});
const subscription = z.object({
  endpoint: z.string().min(1).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
const outboxRow = z.object({
  id: z.number().int(),
  canal: z.string(),
  clave: z.string(),
  para: z.string(),
  asunto: z.string(),
  estado: z.enum(['enviado', 'esperando', 'fallido']),
  intentos: z.number().int(),
  error: z.string().nullable(),
  creado: z.number().int(),
  enviado: z.number().int().nullable(),
});

export const notifyCalls = defineCalls({
  notifySettings: { answer: settings },
  setNotifySettings: { body: z.object({ eventos: z.array(eventChoice) }), answer: settings },
  notifyTest: { answer: z.object({ canales: z.array(z.string()) }) },
  pushKey: { answer: z.object({ clave: z.string() }) },
  subscribePush: { body: subscription, answer: z.null() },
  unsubscribePush: { body: z.object({ endpoint: z.string().min(1).max(1000) }), answer: z.null() },
  outbox: {
    query: z.object({
      estado: z.enum(['enviado', 'esperando', 'fallido']),
      pag: z.coerce.number().int().min(0).default(0),
    }),
    answer: z.object({ total: z.number().int(), filas: z.array(outboxRow) }),
  },
  retryOutbox: { params: z.object({ id: z.string() }), answer: z.null() },
});
