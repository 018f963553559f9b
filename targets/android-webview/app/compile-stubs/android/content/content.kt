// Compile-only stubs: android.content as the glue uses it.
// https://developer.android.com/reference/kotlin/android/content/Context
// https://developer.android.com/reference/kotlin/android/content/Intent
// https://developer.android.com/reference/kotlin/android/content/SharedPreferences
package android.content

import android.content.res.Resources
import java.io.File

/** The real chain is Activity -> ContextThemeWrapper -> ContextWrapper -> Context; only the members used here. */
abstract class Context {
    /** getPackageName(): String! */
    open val packageName: String get() = throw RuntimeException("Stub!")

    /** getResources(): Resources! */
    open val resources: Resources get() = throw RuntimeException("Stub!")

    /** getContentResolver(): ContentResolver! */
    open val contentResolver: ContentResolver get() = throw RuntimeException("Stub!")

    /** getFilesDir(): File! */
    open val filesDir: File get() = throw RuntimeException("Stub!")

    /** getSharedPreferences(String name, int mode) */
    open fun getSharedPreferences(name: String?, mode: Int): SharedPreferences = throw RuntimeException("Stub!")

    /** API 23: public final @Nullable <T> T getSystemService(@NonNull Class<T> serviceClass) */
    fun <T> getSystemService(serviceClass: Class<T>): T? = throw RuntimeException("Stub!")

    /** API 23: checkSelfPermission(@NonNull String permission): int */
    open fun checkSelfPermission(permission: String): Int = throw RuntimeException("Stub!")

    /** startActivity(Intent intent) */
    open fun startActivity(intent: Intent?): Unit = throw RuntimeException("Stub!")

    companion object {
        const val MODE_PRIVATE: Int = 0
    }
}

abstract class BroadcastReceiver {
    /** onReceive(Context context, Intent intent): unannotated, so the override takes nullable arguments. */
    abstract fun onReceive(context: Context?, intent: Intent?)
}

class ComponentName(pkg: Context, cls: Class<*>)

open class ContentResolver

open class Intent(packageContext: Context?, cls: Class<*>?) {
    /** Intent(): an empty intent (an activity's result data). */
    constructor() : this(null, null)

    /** getAction(): @Nullable String */
    open val action: String? get() = throw RuntimeException("Stub!")

    /** putExtra(String name, int value): @NonNull Intent */
    open fun putExtra(name: String?, value: Int): Intent = throw RuntimeException("Stub!")

    /** addFlags(int flags): @NonNull Intent */
    open fun addFlags(flags: Int): Intent = throw RuntimeException("Stub!")

    companion object {
        const val ACTION_BOOT_COMPLETED: String = "android.intent.action.BOOT_COMPLETED"
        const val ACTION_MAIN: String = "android.intent.action.MAIN"
        const val CATEGORY_HOME: String = "android.intent.category.HOME"
        const val CATEGORY_DEFAULT: String = "android.intent.category.DEFAULT"
        const val FLAG_ACTIVITY_NEW_TASK: Int = 0x10000000
    }
}

open class IntentFilter(action: String?) {
    /** addCategory(String category), final. */
    fun addCategory(category: String?): Unit = throw RuntimeException("Stub!")
}

interface SharedPreferences {
    /** getString(String key, @Nullable String defValue): @Nullable String */
    fun getString(key: String?, defValue: String?): String?
    fun getBoolean(key: String?, defValue: Boolean): Boolean
    fun getInt(key: String?, defValue: Int): Int

    /** getAll(): Map<String, ?> */
    val all: Map<String, *>
    fun edit(): Editor

    interface Editor {
        fun putString(key: String?, value: String?): Editor
        fun putBoolean(key: String?, value: Boolean): Editor
        fun putInt(key: String?, value: Int): Editor
        fun remove(key: String?): Editor
        fun apply()
    }
}
