package com.marquee.player.core

/**
 * Typed access to a request's `args`. A wrong type is a refusal ([HostException] with
 * PLATFORM_ERROR), never a coercion: in particular JSON null stays null and does not become the
 * string "null" (org.json's optString did that, and a checksum of "null" never matched).
 */
class RequestArgs(val json: Json.Obj) {
    fun string(key: String): String =
        optionalString(key) ?: throw invalidArgument("args.$key must be a string")

    /** Absent or null give null; a string gives itself; anything else is refused. */
    fun optionalString(key: String): String? = when (val value = json[key]) {
        null, Json.Null -> null
        is Json.Str -> value.value
        else -> throw invalidArgument("args.$key must be a string or null")
    }

    /** A list of [name, value] string pairs, the shape fetch headers travel in. */
    fun stringPairs(key: String): List<Pair<String, String>> {
        val value = json[key] ?: return emptyList()
        val items = (value as? Json.Arr)?.items ?: throw invalidArgument("args.$key must be an array")
        return items.map { item ->
            val pair = (item as? Json.Arr)?.items
            val name = (pair?.getOrNull(0) as? Json.Str)?.value
            val text = (pair?.getOrNull(1) as? Json.Str)?.value
            if (pair?.size != 2 || name == null || text == null) {
                throw invalidArgument("args.$key must hold [name, value] string pairs")
            }
            name to text
        }
    }
}
