// Compile-only stubs: android.os as the glue uses it.
// https://developer.android.com/reference/kotlin/android/os/PowerManager
// https://developer.android.com/reference/kotlin/android/os/Handler
// https://developer.android.com/reference/kotlin/android/os/Build
// https://developer.android.com/reference/kotlin/android/os/SystemClock
package android.os

open class Build {
    open class VERSION {
        companion object {
            @JvmField val RELEASE: String = ""
            @JvmField val SDK_INT: Int = 0
        }
    }

    open class VERSION_CODES {
        companion object {
            const val O: Int = 26
            const val O_MR1: Int = 27
        }
    }

    companion object {
        @JvmField val MANUFACTURER: String = ""
        @JvmField val MODEL: String = ""
    }
}

class Bundle

open class Looper {
    companion object {
        /** getMainLooper(): Looper! */
        @JvmStatic fun getMainLooper(): Looper = throw RuntimeException("Stub!")
    }
}

open class Handler(looper: Looper) {
    /** post(@NonNull Runnable r): boolean, final. */
    fun post(r: Runnable): Boolean = throw RuntimeException("Stub!")

    /** postDelayed(@NonNull Runnable r, long delayMillis): boolean, final; the delay counts uptimeMillis. */
    fun postDelayed(r: Runnable, delayMillis: Long): Boolean = throw RuntimeException("Stub!")

    /** removeCallbacks(@NonNull Runnable r): void, final. */
    fun removeCallbacks(r: Runnable): Unit = throw RuntimeException("Stub!")
}

class PowerManager {
    /** API 20: isInteractive(). */
    val isInteractive: Boolean get() = throw RuntimeException("Stub!")

    /** newWakeLock(int levelAndFlags, String tag): WakeLock */
    fun newWakeLock(levelAndFlags: Int, tag: String?): WakeLock = throw RuntimeException("Stub!")

    class WakeLock {
        /** acquire(long timeout): releases itself after [timeout] ms. */
        fun acquire(timeout: Long): Unit = throw RuntimeException("Stub!")
    }

    companion object {
        @Deprecated("Deprecated in API 17: most applications should use FLAG_KEEP_SCREEN_ON instead")
        const val FULL_WAKE_LOCK: Int = 0x0000001a

        @Deprecated("Deprecated in API 33: most applications should use setTurnScreenOn or FLAG_TURN_SCREEN_ON instead")
        const val ACQUIRE_CAUSES_WAKEUP: Int = 0x10000000
        const val ON_AFTER_RELEASE: Int = 0x20000000
    }
}

class SystemClock {
    companion object {
        @JvmStatic fun uptimeMillis(): Long = throw RuntimeException("Stub!")

        /** elapsedRealtime(): long, static; milliseconds since boot, deep sleep included. */
        @JvmStatic fun elapsedRealtime(): Long = throw RuntimeException("Stub!")
    }
}
