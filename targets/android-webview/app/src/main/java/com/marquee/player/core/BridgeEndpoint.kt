package com.marquee.player.core

/**
 * One bridge message in, replies out: the origin check, the envelope, the method, and the
 * translation of every outcome into protocol replies. [handle] never throws; it calls [send]
 * for each progress message and exactly once with the response. It runs synchronously: the app
 * calls it on a worker thread (a download may take minutes) and posts [send]'s texts back to the
 * WebView on the main thread.
 */
class BridgeEndpoint(private val policy: OriginPolicy, private val router: MethodRouter) {
    fun handle(message: String, source: MessageSource, send: (String) -> Unit) {
        // The origin is checked before anything runs: a refused message reaches no handler.
        policy.refusal(source)?.let { why ->
            send(BridgeProtocol.failure(BridgeProtocol.idOf(message), HostErrorCode.PERMISSION_DENIED, why))
            return
        }
        val request = when (val parsed = BridgeProtocol.parse(message)) {
            is ParsedMessage.Invalid -> return send(BridgeProtocol.failure(parsed.id, parsed.code, parsed.message))
            is ParsedMessage.Request -> parsed.request
        }
        val reply = try {
            val value = router.route(request) { loaded, total -> send(BridgeProtocol.progress(request.id, loaded, total)) }
            BridgeProtocol.success(request.id, value)
        } catch (e: HostException) {
            BridgeProtocol.failure(request.id, e.code, e.message ?: e.code.name)
        } catch (e: Exception) {
            // A bug or an unexpected platform failure: the page still gets its one answer.
            BridgeProtocol.failure(request.id, HostErrorCode.PLATFORM_ERROR, e.toString())
        }
        send(reply)
    }
}
