package com.marquee.player

import android.app.Activity
import android.app.admin.DevicePolicyManager
import android.content.Intent
import android.os.Bundle

/**
 * The two screens Android's setup wizard asks a device admin app for when it provisions a device
 * owner from a QR code (Android 10+, required on recent versions): GET_PROVISIONING_MODE answers
 * "fully managed device" (a signage box is owned by its operator, never a work profile), and
 * ADMIN_POLICY_COMPLIANCE accepts at once: MainActivity applies the kiosk policies itself at its
 * first start as device owner. Nothing is shown; the manifest guards both with BIND_DEVICE_ADMIN.
 * https://developer.android.com/work/versions/android-10#provisioning
 */
class ProvisioningActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        if (intent?.action == DevicePolicyManager.ACTION_GET_PROVISIONING_MODE) {
            val mode = Intent().putExtra(
                DevicePolicyManager.EXTRA_PROVISIONING_MODE,
                DevicePolicyManager.PROVISIONING_MODE_FULLY_MANAGED_DEVICE,
            )
            setResult(RESULT_OK, mode)
        } else {
            setResult(RESULT_OK, null)
        }
        finish()
    }
}
