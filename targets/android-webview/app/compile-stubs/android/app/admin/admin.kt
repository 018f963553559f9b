// Compile-only stubs: android.app.admin as the glue uses it.
// https://developer.android.com/reference/android/app/admin/DevicePolicyManager
// https://developer.android.com/reference/android/app/admin/DeviceAdminReceiver
package android.app.admin

import android.content.BroadcastReceiver
import android.content.ComponentName
import android.content.Context
import android.content.Intent
import android.content.IntentFilter

open class DevicePolicyManager {
    /** API 18: isDeviceOwnerApp(String packageName). */
    open fun isDeviceOwnerApp(packageName: String?): Boolean = throw RuntimeException("Stub!")

    /** API 24: reboot(@NonNull ComponentName admin); device owner only. */
    open fun reboot(admin: ComponentName): Unit = throw RuntimeException("Stub!")

    /** API 21: setLockTaskPackages(@Nullable ComponentName admin, @NonNull String[] packages). */
    open fun setLockTaskPackages(admin: ComponentName?, packages: Array<String>): Unit = throw RuntimeException("Stub!")

    /** API 21: addPersistentPreferredActivity(@Nullable ComponentName admin, IntentFilter filter, @NonNull ComponentName activity). */
    open fun addPersistentPreferredActivity(admin: ComponentName?, filter: IntentFilter?, activity: ComponentName): Unit =
        throw RuntimeException("Stub!")

    /** API 23: setKeyguardDisabled(@Nullable ComponentName admin, boolean disabled): boolean. */
    open fun setKeyguardDisabled(admin: ComponentName?, disabled: Boolean): Boolean = throw RuntimeException("Stub!")

    companion object {
        /** API 29: activity action, the setup wizard asks the admin app for its provisioning mode. */
        const val ACTION_GET_PROVISIONING_MODE: String = "android.app.action.GET_PROVISIONING_MODE"

        /** API 29: activity action, the admin app shows policy compliance before setup ends. */
        const val ACTION_ADMIN_POLICY_COMPLIANCE: String = "android.app.action.ADMIN_POLICY_COMPLIANCE"

        /** API 29: result extra of GET_PROVISIONING_MODE. */
        const val EXTRA_PROVISIONING_MODE: String = "android.app.extra.PROVISIONING_MODE"

        /** API 29: provisioning mode for a fully managed device (device owner). */
        const val PROVISIONING_MODE_FULLY_MANAGED_DEVICE: Int = 1
    }
}

open class DeviceAdminReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context?, intent: Intent?): Unit = throw RuntimeException("Stub!")
}
