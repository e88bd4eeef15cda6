// A local stand-in for the National Tax Service business-status API (data.go.kr, odcloud): POST
// /api/nts-businessman/v1/status?serviceKey=… with {"b_no": [...]} answers {request_cnt, match_cnt,
// status_code: "OK", data: [{b_no, b_stt, b_stt_cd, tax_type, ...}]}; an unknown service key answers 401
// like the real gateway. `statuses` sets a number's code ("01" active, "02" suspended, "03" closed).
import http from 'node:http';

export const FAKE_NTS_KEY = 'fake-service-key';

export async function startFakeNts(port = 0) {
  const statuses = new Map<string, '01' | '02' | '03'>();
  const calls: { bNo: string[] }[] = [];
  const control = { down: false };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (control.down) {
      req.socket.destroy();
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/api/nts-businessman/v1/status') {
      res.writeHead(404).end();
      return;
    }
    if (url.searchParams.get('serviceKey') !== FAKE_NTS_KEY) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: -4, msg: '등록되지 않은 인증키 입니다.' }));
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let bNo: string[] = [];
      try {
        bNo = (JSON.parse(raw) as { b_no?: string[] }).b_no ?? [];
      } catch {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status_code: 'BAD_JSON_REQUEST' }));
        return;
      }
      calls.push({ bNo });
      const data = bNo.map((b) => {
        const code = statuses.get(b);
        return code
          ? {
              b_no: b,
              b_stt: { '01': '계속사업자', '02': '휴업자', '03': '폐업자' }[code],
              b_stt_cd: code,
              tax_type: '부가가치세 일반과세자',
              tax_type_cd: '01',
              end_dt: '',
              utcc_yn: 'N',
              tax_type_change_dt: '',
              invoice_apply_dt: '',
            }
          : {
              b_no: b,
              b_stt: '',
              b_stt_cd: '',
              tax_type: '국세청에 등록되지 않은 사업자등록번호입니다.',
              tax_type_cd: '',
              end_dt: '',
              utcc_yn: '',
              tax_type_change_dt: '',
              invoice_apply_dt: '',
            };
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          request_cnt: bNo.length,
          match_cnt: data.filter((d) => d.b_stt_cd).length,
          status_code: 'OK',
          data,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${address.port}`,
    statuses,
    calls,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
