package com.marquee.player

import android.content.SharedPreferences
import com.marquee.player.core.KeyValueStore

/** host.state in SharedPreferences; keys are prefixed so they never meet the shell's own entries. */
class SharedPreferencesStore(private val prefs: SharedPreferences) : KeyValueStore {
    override fun get(key: String): String? = prefs.getString(PREFIX + key, null)

    override fun set(key: String, value: String) {
        prefs.edit().putString(PREFIX + key, value).apply()
    }

    override fun remove(key: String) {
        prefs.edit().remove(PREFIX + key).apply()
    }

    override fun keys(): List<String> = prefs.all.keys.filter { it.startsWith(PREFIX) }.map { it.removePrefix(PREFIX) }

    private companion object {
        const val PREFIX = "state:"
    }
}
