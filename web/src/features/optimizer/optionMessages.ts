import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Audience, Channel, CustomTone, DetailLevel, Sector, TaskType } from '../../../../shared/optimizer-options';

// The labels of the optimizer page's options (shared/optimizer-options.ts): the API takes the
// English values, each interface shows its own language's label.

export const optionFieldMessages = defineMessages({
  taskType: { id: 'optimize.option.taskType', defaultMessage: 'Tipo de tarea' },
  sector: { id: 'optimize.option.sector', defaultMessage: 'Sector' },
  channel: { id: 'optimize.option.channel', defaultMessage: 'Canal' },
  detailLevel: { id: 'optimize.option.detailLevel', defaultMessage: 'Nivel de detalle' },
  audience: { id: 'optimize.option.audience', defaultMessage: 'Audiencia' },
  customTone: { id: 'optimize.option.customTone', defaultMessage: 'Tono' },
  unset: { id: 'optimize.option.unset', defaultMessage: 'Sin especificar' },
});

const taskTypeLabels: Record<TaskType, MessageDescriptor> = defineMessages({
  'Content Creation': { id: 'optimize.taskType.contentCreation', defaultMessage: 'Creación de contenido' },
  Research: { id: 'optimize.taskType.research', defaultMessage: 'Investigación' },
  Brainstorming: { id: 'optimize.taskType.brainstorming', defaultMessage: 'Lluvia de ideas' },
  Summarization: { id: 'optimize.taskType.summarization', defaultMessage: 'Resumen' },
  'Data Analysis': { id: 'optimize.taskType.dataAnalysis', defaultMessage: 'Análisis de datos' },
  Translation: { id: 'optimize.taskType.translation', defaultMessage: 'Traducción' },
  Coding: { id: 'optimize.taskType.coding', defaultMessage: 'Programación' },
  Copywriting: { id: 'optimize.taskType.copywriting', defaultMessage: 'Redacción publicitaria' },
  'Email Writing': { id: 'optimize.taskType.emailWriting', defaultMessage: 'Redacción de correos' },
  'Creative Writing': { id: 'optimize.taskType.creativeWriting', defaultMessage: 'Escritura creativa' },
});

const sectorLabels: Record<Sector, MessageDescriptor> = defineMessages({
  Marketing: { id: 'optimize.sector.marketing', defaultMessage: 'Marketing' },
  Education: { id: 'optimize.sector.education', defaultMessage: 'Educación' },
  Technology: { id: 'optimize.sector.technology', defaultMessage: 'Tecnología' },
  Finance: { id: 'optimize.sector.finance', defaultMessage: 'Finanzas' },
  Healthcare: { id: 'optimize.sector.healthcare', defaultMessage: 'Salud' },
  'E-commerce': { id: 'optimize.sector.ecommerce', defaultMessage: 'Comercio electrónico' },
  Legal: { id: 'optimize.sector.legal', defaultMessage: 'Legal' },
  Entertainment: { id: 'optimize.sector.entertainment', defaultMessage: 'Entretenimiento' },
  Science: { id: 'optimize.sector.science', defaultMessage: 'Ciencia' },
  Travel: { id: 'optimize.sector.travel', defaultMessage: 'Viajes' },
});

const channelLabels: Record<Channel, MessageDescriptor> = defineMessages({
  Blog: { id: 'optimize.channel.blog', defaultMessage: 'Blog' },
  'Social Media': { id: 'optimize.channel.socialMedia', defaultMessage: 'Redes sociales' },
  Email: { id: 'optimize.channel.email', defaultMessage: 'Correo electrónico' },
  Website: { id: 'optimize.channel.website', defaultMessage: 'Sitio web' },
  Presentation: { id: 'optimize.channel.presentation', defaultMessage: 'Presentación' },
  'Video Script': { id: 'optimize.channel.videoScript', defaultMessage: 'Guion de vídeo' },
  Podcast: { id: 'optimize.channel.podcast', defaultMessage: 'Pódcast' },
  'Academic Paper': { id: 'optimize.channel.academicPaper', defaultMessage: 'Artículo académico' },
  Report: { id: 'optimize.channel.report', defaultMessage: 'Informe' },
  'Internal Document': { id: 'optimize.channel.internalDocument', defaultMessage: 'Documento interno' },
});

const detailLevelLabels: Record<DetailLevel, MessageDescriptor> = defineMessages({
  Low: { id: 'optimize.detailLevel.low', defaultMessage: 'Bajo' },
  Medium: { id: 'optimize.detailLevel.medium', defaultMessage: 'Medio' },
  High: { id: 'optimize.detailLevel.high', defaultMessage: 'Alto' },
});

const audienceLabels: Record<Audience, MessageDescriptor> = defineMessages({
  General: { id: 'optimize.audience.general', defaultMessage: 'General' },
  Professionals: { id: 'optimize.audience.professionals', defaultMessage: 'Profesionales' },
  Students: { id: 'optimize.audience.students', defaultMessage: 'Estudiantes' },
  Executives: { id: 'optimize.audience.executives', defaultMessage: 'Directivos' },
  Beginners: { id: 'optimize.audience.beginners', defaultMessage: 'Principiantes' },
  Experts: { id: 'optimize.audience.experts', defaultMessage: 'Expertos' },
  Children: { id: 'optimize.audience.children', defaultMessage: 'Niños' },
  Seniors: { id: 'optimize.audience.seniors', defaultMessage: 'Personas mayores' },
  Customers: { id: 'optimize.audience.customers', defaultMessage: 'Clientes' },
  Businesses: { id: 'optimize.audience.businesses', defaultMessage: 'Empresas' },
});

const customToneLabels: Record<CustomTone, MessageDescriptor> = defineMessages({
  Formal: { id: 'optimize.customTone.formal', defaultMessage: 'Formal' },
  Casual: { id: 'optimize.customTone.casual', defaultMessage: 'Informal' },
  Technical: { id: 'optimize.customTone.technical', defaultMessage: 'Técnico' },
  Friendly: { id: 'optimize.customTone.friendly', defaultMessage: 'Cercano' },
  Professional: { id: 'optimize.customTone.professional', defaultMessage: 'Profesional' },
  Authoritative: { id: 'optimize.customTone.authoritative', defaultMessage: 'Con autoridad' },
  Persuasive: { id: 'optimize.customTone.persuasive', defaultMessage: 'Persuasivo' },
  Inspirational: { id: 'optimize.customTone.inspirational', defaultMessage: 'Inspirador' },
  Humorous: { id: 'optimize.customTone.humorous', defaultMessage: 'Humorístico' },
  Serious: { id: 'optimize.customTone.serious', defaultMessage: 'Serio' },
});

/** Each select's values (in the option catalog's order) with their labels. */
export const optionLabels = {
  taskType: taskTypeLabels,
  sector: sectorLabels,
  channel: channelLabels,
  detailLevel: detailLevelLabels,
  audience: audienceLabels,
  customTone: customToneLabels,
};
