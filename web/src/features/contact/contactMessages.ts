import { defineMessages } from 'react-intl';
import type { ContactSubject } from '../../../../shared/rules';

export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Contáctanos' },
  intro: { id: 'contact.intro', defaultMessage: 'Escríbenos y te responderemos por correo electrónico.' },
  name: { id: 'contact.name', defaultMessage: 'Nombre' },
  email: { id: 'contact.email', defaultMessage: 'Correo electrónico' },
  subject: { id: 'contact.subject', defaultMessage: 'Asunto' },
  subjectPlaceholder: { id: 'contact.subjectPlaceholder', defaultMessage: 'Selecciona un asunto' },
  message: { id: 'contact.message', defaultMessage: 'Mensaje' },
  send: { id: 'contact.send', defaultMessage: 'Enviar mensaje' },
  sending: { id: 'contact.sending', defaultMessage: 'Enviando...' },
  cancel: { id: 'contact.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'contact.close', defaultMessage: 'Cerrar' },
  failed: { id: 'contact.failed', defaultMessage: 'No se pudo enviar el mensaje' },
  thanksTitle: { id: 'contact.thanks.title', defaultMessage: '¡Gracias por escribirnos!' },
  thanksBody: { id: 'contact.thanks.body', defaultMessage: 'Hemos recibido tu mensaje y te responderemos al correo que nos has dado.' },
});

export const subjectLabels = defineMessages({
  general: { id: 'contact.subject.general', defaultMessage: 'Consulta general' },
  support: { id: 'contact.subject.support', defaultMessage: 'Soporte técnico' },
  billing: { id: 'contact.subject.billing', defaultMessage: 'Facturación' },
  feedback: { id: 'contact.subject.feedback', defaultMessage: 'Comentarios' },
  partnership: { id: 'contact.subject.partnership', defaultMessage: 'Colaboraciones' },
} satisfies Record<ContactSubject, unknown>);
