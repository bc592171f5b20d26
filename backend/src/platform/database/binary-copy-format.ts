/**
 * The eleven bytes that open a COPY in the binary format (https://www.postgresql.org/docs/current/sql-copy.html,
 * "Binary Format"), before its flags and header extension: written by the rebuild's COPYs into
 * tables (`BinaryRows`) and checked by its read of the log (`readFeedByCopy`).
 */
export const BINARY_COPY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
