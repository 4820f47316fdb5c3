import { defineMessage, defineMessages } from 'react-intl';

export const teamMessages = defineMessages({
  title: { id: 'team.title', defaultMessage: 'Equipo' },
  subtitle: {
    id: 'team.subtitle',
    defaultMessage: 'El equipo del plan Empresarial: sus miembros tienen los beneficios del plan mientras el del propietario esté activo, y comparten una biblioteca de prompts.',
  },
  actionFailed: { id: 'team.actionFailed', defaultMessage: 'No se pudo completar la acción' },
  invitationsTitle: { id: 'team.invitations.title', defaultMessage: 'Invitaciones para ti' },
  accept: { id: 'team.invitations.accept', defaultMessage: 'Aceptar' },
  decline: { id: 'team.invitations.decline', defaultMessage: 'Rechazar' },
  createTitle: { id: 'team.create.title', defaultMessage: 'Crea tu equipo' },
  createText: {
    id: 'team.create.text',
    defaultMessage: 'Tu plan Empresarial incluye un equipo. Ponle nombre e invita a las personas que quieras.',
  },
  createButton: { id: 'team.create.button', defaultMessage: 'Crear equipo' },
  nameLabel: { id: 'team.name.label', defaultMessage: 'Nombre del equipo' },
  rename: { id: 'team.rename', defaultMessage: 'Cambiar nombre' },
  noTeamText: {
    id: 'team.none.text',
    defaultMessage: 'No perteneces a ningún equipo. Con el plan Empresarial puedes crear uno; si alguien te invita, verás aquí su invitación.',
  },
  seePlans: { id: 'team.none.plans', defaultMessage: 'Ver planes' },
  membersTitle: { id: 'team.members.title', defaultMessage: 'Miembros' },
  owner: { id: 'team.role.owner', defaultMessage: 'Propietario' },
  member: { id: 'team.role.member', defaultMessage: 'Miembro' },
  remove: { id: 'team.members.remove', defaultMessage: 'Quitar' },
  transfer: { id: 'team.members.transfer', defaultMessage: 'Hacer propietario' },
  leave: { id: 'team.members.leave', defaultMessage: 'Salir del equipo' },
  inviteLabel: { id: 'team.invite.label', defaultMessage: 'Nombre de usuario o correo electrónico' },
  inviteButton: { id: 'team.invite.button', defaultMessage: 'Invitar' },
  invited: { id: 'team.invite.done', defaultMessage: 'Invitación enviada' },
  pendingTitle: { id: 'team.pending.title', defaultMessage: 'Invitaciones pendientes' },
  cancel: { id: 'team.pending.cancel', defaultMessage: 'Cancelar' },
  promptsTitle: { id: 'team.prompts.title', defaultMessage: 'Prompts del equipo' },
  promptsEmpty: { id: 'team.prompts.empty', defaultMessage: 'Todavía no hay prompts del equipo.' },
  promptTitleLabel: { id: 'team.prompts.titleLabel', defaultMessage: 'Título' },
  promptContentLabel: { id: 'team.prompts.contentLabel', defaultMessage: 'Contenido del Prompt' },
  noCategory: { id: 'team.prompts.noCategory', defaultMessage: 'Sin categoría' },
  promptCategoryLabel: { id: 'team.prompts.categoryLabel', defaultMessage: 'Categoría' },
  addPrompt: { id: 'team.prompts.add', defaultMessage: 'Añadir al equipo' },
  optimize: { id: 'team.prompts.optimize', defaultMessage: 'Optimizar' },
  copyToMine: { id: 'team.prompts.copy', defaultMessage: 'Copiar a mis prompts' },
  copied: { id: 'team.prompts.copied', defaultMessage: 'Copiado a Mis Prompts' },
  deletePrompt: { id: 'team.prompts.delete', defaultMessage: 'Eliminar' },
  deletePromptHeading: { id: 'team.prompts.delete.heading', defaultMessage: '¿Eliminar este prompt del equipo?' },
  confirmDeletePrompt: { id: 'team.prompts.delete.confirm', defaultMessage: 'Eliminar definitivamente' },
  editPrompt: { id: 'team.prompts.edit', defaultMessage: 'Editar' },
  editHeading: { id: 'team.prompts.edit.heading', defaultMessage: 'Editar prompt del equipo' },
  editIntro: {
    id: 'team.prompts.edit.intro',
    defaultMessage: 'Al guardar, la versión actual queda en el historial del prompt con quién la hizo, y todo el equipo ve tu cambio.',
  },
  editFailed: { id: 'team.prompts.edit.failed', defaultMessage: 'Error al editar el prompt del equipo' },
  showVersions: { id: 'team.prompts.versions.show', defaultMessage: 'Ver versiones' },
  hideVersions: { id: 'team.prompts.versions.hide', defaultMessage: 'Ocultar versiones' },
  statsTitle: { id: 'team.stats.title', defaultMessage: 'Uso del equipo' },
  statsMember: { id: 'team.stats.member', defaultMessage: 'Miembro' },
  statsMostUsed: { id: 'team.stats.mostUsed', defaultMessage: 'Prompts del equipo más usados' },
  statsNone: { id: 'team.stats.none', defaultMessage: 'Sin usos este mes.' },
  bannerAction: { id: 'team.banner.action', defaultMessage: 'Ver invitación' },
  categoriesTitle: { id: 'team.categories.title', defaultMessage: 'Categorías del equipo' },
  categoriesEmpty: { id: 'team.categories.empty', defaultMessage: 'El equipo aún no tiene categorías propias.' },
  categoryNameLabel: { id: 'team.categories.nameLabel', defaultMessage: 'Nombre de la categoría' },
  createCategory: { id: 'team.categories.create', defaultMessage: 'Crear categoría' },
  renameCategory: { id: 'team.categories.rename', defaultMessage: 'Renombrar' },
  saveCategory: { id: 'team.categories.save', defaultMessage: 'Guardar' },
  deleteCategory: { id: 'team.categories.delete', defaultMessage: 'Eliminar categoría' },
  deleteCategoryHeading: { id: 'team.categories.delete.heading', defaultMessage: '¿Eliminar esta categoría del equipo?' },
  confirmDeleteCategory: { id: 'team.categories.delete.confirm', defaultMessage: 'Eliminar categoría' },
  categoryDeleted: { id: 'team.categories.deleted', defaultMessage: 'Categoría eliminada: sus prompts quedan sin categoría' },
  teamCategoryGroup: { id: 'team.prompts.category.team', defaultMessage: 'Categorías del equipo' },
  libraryCategoryGroup: { id: 'team.prompts.category.library', defaultMessage: 'Categorías de la biblioteca' },
  filterLabel: { id: 'team.space.filter', defaultMessage: 'Filtrar por categoría del equipo' },
  allCategories: { id: 'team.space.filter.all', defaultMessage: 'Todas las categorías' },
  filterEmpty: { id: 'team.space.filter.empty', defaultMessage: 'No hay prompts del equipo en esta categoría.' },
  manageTeam: { id: 'team.space.manage', defaultMessage: 'Ir a la página del equipo' },
});

export const seatsMessage = defineMessage<{ used: number; seats: number }>({
  id: 'team.seats',
  defaultMessage: '{used} de {seats} plazas ocupadas (contando al propietario y las invitaciones pendientes)',
});

export const invitationMessage = defineMessage<{ team: string; inviter: string }>({
  id: 'team.invitations.item',
  defaultMessage: '{inviter} te invita al equipo «{team}»',
});

export const promptByMessage = defineMessage<{ author: string; version: number; editor: string }>({
  id: 'team.prompts.by',
  defaultMessage: 'Añadido por {author} · versión {version}, de {editor}',
});

/** `month` is the month's name as Intl writes it ("Noviembre de 2026"). */
export const monthMessage = defineMessage<{ month: string; newPrompts: number }>({
  id: 'team.stats.month',
  defaultMessage: '{month}: {newPrompts, plural, one {# prompt nuevo} other {# prompts nuevos}} del equipo',
});

export const usesMessage = defineMessage<{ title: string; uses: number; copied: number; optimized: number; filled: number }>({
  id: 'team.stats.uses',
  defaultMessage:
    '{title}: {uses, plural, one {# uso} other {# usos}} ({copied, plural, one {# copia} other {# copias}}, {optimized, plural, one {# optimización} other {# optimizaciones}}, {filled, plural, one {# rellenado} other {# rellenados}})',
});

export const memberOptimizationsMessage = defineMessage<{ username: string; optimizations: number }>({
  id: 'team.stats.memberOptimizations',
  defaultMessage: '{username}: {optimizations, plural, one {# optimización} other {# optimizaciones}}',
});

export const bannerMessage = defineMessage<{ count: number }>({
  id: 'team.banner.text',
  defaultMessage: '{count, plural, one {Tienes una invitación a un equipo.} other {Tienes # invitaciones a equipos.}}',
});

export const teamVersionOptionMessage = defineMessage<{ version: number; editor: string; date: string; title: string }>({
  id: 'team.prompts.versions.option',
  defaultMessage: 'Versión {version}, de {editor} · {date} · {title}',
});

export const promptCountMessage = defineMessage<{ count: number }>({
  id: 'team.categories.count',
  defaultMessage: '{count, plural, one {# prompt} other {# prompts}}',
});

export const filedInMessage = defineMessage<{ category: string }>({
  id: 'team.prompts.filedIn',
  defaultMessage: 'Categoría: {category}',
});

export const deleteTeamCategoryTextMessage = defineMessage<{ name: string }>({
  id: 'team.categories.delete.text',
  defaultMessage: 'La categoría «{name}» se elimina para todo el equipo. Sus prompts siguen en el equipo, sin categoría.',
});

export const deleteTeamPromptTextMessage = defineMessage<{ title: string }>({
  id: 'team.prompts.delete.text',
  defaultMessage: '«{title}» y sus versiones desaparecen para todo el equipo. Las copias que alguien haya hecho en sus prompts se quedan.',
});
