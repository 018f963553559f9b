package com.marquee.player.core

/** One request of bridge protocol v1 that passed the envelope checks; [args] are checked per method. */
data class BridgeRequest(val id: String, val method: String, val args: RequestArgs)

/** What reading one message gave: a request, or the error reply it deserves (id if one was found). */
sealed interface ParsedMessage {
    data class Request(val request: BridgeRequest) : ParsedMessage

    data class Invalid(val id: String?, val code: HostErrorCode, val message: String) : ParsedMessage
}

/**
 * Bridge protocol version 1 (targets/android-webview/README.md, src/protocol.ts): reading the
 * page's requests and writing the shell's replies. Nothing here throws on bad input; a malformed
 * message becomes [ParsedMessage.Invalid], answered with `"ok":false`.
 */
object BridgeProtocol {
    const val VERSION = 1

    /** Ids are short ("r7"); a longer one is refused rather than echoed back in every reply. */
    const val MAX_ID_LENGTH = 128

    fun parse(message: String): ParsedMessage {
        val root = try {
            JsonParser.parse(message)
        } catch (e: JsonSyntaxException) {
            return ParsedMessage.Invalid(null, HostErrorCode.PLATFORM_ERROR, "Request is not JSON: ${e.message}")
        }
        if (root !is Json.Obj) return invalid(null, "Request must be a JSON object")
        // The id first: every later complaint can then reach the call that caused it.
        val id = (root["id"] as? Json.Str)?.value?.takeIf { it.isNotEmpty() && it.length <= MAX_ID_LENGTH }
            ?: return invalid(null, "Request needs an \"id\": a string of 1 to $MAX_ID_LENGTH characters")
        val version = (root["v"] as? Json.Num)?.toLongOrNull()
        if (version != VERSION.toLong()) return invalid(id, "Unsupported protocol version ${root["v"]?.encode()}; this shell speaks v$VERSION")
        val method = (root["method"] as? Json.Str)?.value?.takeIf { it.isNotEmpty() }
            ?: return invalid(id, "Request needs a \"method\" string")
        // Absent args mean {} (every method's args may be empty); present ones must be an object.
        val args = when (val raw = root["args"]) {
            null -> Json.Obj(emptyMap())
            is Json.Obj -> raw
            else -> return invalid(id, "\"args\" must be a JSON object")
        }
        return ParsedMessage.Request(BridgeRequest(id, method, RequestArgs(args)))
    }

    /** The id of a message we will not parse fully (a refused origin), so the refusal can be matched. */
    fun idOf(message: String): String? = when (val parsed = parse(message)) {
        is ParsedMessage.Request -> parsed.request.id
        is ParsedMessage.Invalid -> parsed.id
    }

    fun success(id: String, value: Json): String =
        Json.obj("v" to Json.of(VERSION), "id" to Json.of(id), "ok" to Json.of(true), "value" to value).encode()

    fun failure(id: String?, code: HostErrorCode, message: String): String =
        Json.obj(
            "v" to Json.of(VERSION),
            "id" to Json.of(id),
            "ok" to Json.of(false),
            "error" to Json.obj("code" to Json.of(code.name), "message" to Json.of(message)),
        ).encode()

    fun progress(id: String, loadedBytes: Long, totalBytes: Long?): String =
        Json.obj(
            "v" to Json.of(VERSION),
            "id" to Json.of(id),
            "progress" to Json.obj(
                "loadedBytes" to Json.of(loadedBytes),
                "totalBytes" to (totalBytes?.let { Json.of(it) } ?: Json.Null),
            ),
        ).encode()

    private fun invalid(id: String?, message: String) = ParsedMessage.Invalid(id, HostErrorCode.PLATFORM_ERROR, message)
}
