// The admin feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export { consoleSave, type AdminActionResult, type ConsoleSaveResult } from './admin-pages.server';
export { grantAdmin, logOperatorAction, updateLogged } from './admins.server';
export { allGoods } from './goods-admin.server';
export { operatorLogLines, type OperatorLogLine } from './operator-log.server';
export { operatorInfo } from './operator-info.server';
