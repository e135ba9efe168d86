// Preloaded into the bundler process (`node --import`): alto binds its server to 0.0.0.0 with no option to
// change it; every Portico server binds to 127.0.0.1, so a listen on 0.0.0.0 (or on every address) is moved
// to the loopback address here.
import net from 'node:net'

const LOOPBACK = '127.0.0.1'
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args
  if (first && typeof first === 'object' && (first.host === '0.0.0.0' || first.host === '::')) {
    args[0] = { ...first, host: LOOPBACK }
  } else if (typeof first === 'number' && (second === '0.0.0.0' || second === '::')) {
    args[1] = LOOPBACK
  }
  return listen.apply(this, args)
}
