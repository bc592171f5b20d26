import { type EscrowFeePayer } from '../../model/timeline.events';

/** A party opens the deal's escrow through Escrow.com. */
export interface OpenEscrowCommand {
  timelineId: string;
  callerId: string;
  feePayer: EscrowFeePayer;
  inspectionDays: number;
}
